import { manifestPath } from '@/lib/routing';
import { linkManifest } from './manifest-link';

type FakeLink = { rel: string; href: string };

function fakeDocument(existing: FakeLink[] = []) {
  const head: FakeLink[] = [...existing];
  const document = {
    head: { append: (link: FakeLink) => head.push(link) },
    createElement: () => ({ rel: '', href: '' }),
    querySelector: (selector: string) =>
      selector === 'link[rel="manifest"]'
        ? (head.find((link) => link.rel === 'manifest') ?? null)
        : null,
  };
  return { document: document as unknown as Document, head };
}

test('links the manifest from the head', () => {
  const { document, head } = fakeDocument();
  linkManifest(document);
  expect(head).toEqual([{ rel: 'manifest', href: manifestPath }]);
});

test('links it once, however often it is called', () => {
  const { document, head } = fakeDocument();
  linkManifest(document);
  linkManifest(document);
  expect(head).toHaveLength(1);
});

test('leaves a manifest link already there alone', () => {
  const { document, head } = fakeDocument([{ rel: 'manifest', href: '/other.webmanifest' }]);
  linkManifest(document);
  expect(head).toEqual([{ rel: 'manifest', href: '/other.webmanifest' }]);
});
