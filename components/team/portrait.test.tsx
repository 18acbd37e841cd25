import { renderToStaticMarkup } from 'react-dom/server';
import { initialsOf, Portrait } from './portrait';

const frameOf = (html: string) => /^<div class="([^"]+)"/.exec(html)?.[1];

describe('Portrait', () => {
  it('keeps the same 4:5 frame with or without a photo, so a photo moves nothing', () => {
    const drawn = renderToStaticMarkup(
      <Portrait name="Claudia Patricia Rincón Salazar" alt="Retrato" className="w-48" />,
    );
    const photo = renderToStaticMarkup(
      <Portrait
        name="Claudia Patricia Rincón Salazar"
        src="/team/claudia.jpg"
        alt="Retrato de Claudia Patricia Rincón Salazar"
        className="w-48"
      />,
    );
    expect(frameOf(drawn)).toContain('aspect-[4/5]');
    expect(frameOf(photo)).toBe(frameOf(drawn));
    // The photo fills the frame instead of sizing it.
    expect(photo).toMatch(/<img[^>]+class="absolute inset-0 h-full w-full object-cover"/);
    expect(photo).toContain('alt="Retrato de Claudia Patricia Rincón Salazar"');
  });

  it('draws the monogram as decoration, with the initials of the first name and first surname', () => {
    const drawn = renderToStaticMarkup(<Portrait name="Andrés Felipe Gómez Cárdenas" alt="x" />);
    expect(drawn).toContain('aria-hidden="true"');
    expect(drawn).not.toContain('<img');
    expect(drawn).toContain('>AG</span>');
    expect(initialsOf('Valentina Ruiz Moreno')).toBe('VR');
    expect(initialsOf('Claudia Patricia Rincón Salazar')).toBe('CR');
  });
});
