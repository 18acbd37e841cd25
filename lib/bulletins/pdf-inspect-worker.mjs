// Parses a PDF offered as a bulletin with pdf.js and reports what could run when it is opened.
// It runs in a worker thread (lib/bulletins/pdf-safety.ts) so that a hostile file cannot hold the
// server's event loop or heap: the parent ends the thread at its time limit. Plain ES module,
// because pdf.js is one and this file is loaded by Node as it is, never bundled.
import { parentPort, workerData } from 'node:worker_threads';

/** The most pages whose annotations are read; a bulletin has far fewer. */
const pageLimit = 500;

async function inspect(bytes) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js's own worker code, run on this thread: nothing is fetched or spawned.
  globalThis.pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  const task = pdfjs.getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  let document;
  try {
    document = await task.promise;
  } catch {
    return { parsed: false };
  }
  try {
    const found = [];
    // JavaScript in the catalog: the document's name tree, its /OpenAction and its /AA.
    const scripts = await document.getJSActions();
    if (scripts && Object.keys(scripts).length > 0) found.push('catalog JavaScript');
    if (await document.hasJSActions()) found.push('form field JavaScript');
    // Any other open action (pdf.js gives the destination of a plain "go to" one).
    if ((await document.getOpenAction()) !== null) found.push('OpenAction');
    const pages = Math.min(document.numPages, pageLimit);
    for (let number = 1; number <= pages; number += 1) {
      const page = await document.getPage(number);
      const pageScripts = await page.getJSActions();
      if (pageScripts && Object.keys(pageScripts).length > 0) found.push(`page ${number} /AA`);
      for (const annotation of await page.getAnnotations())
        if (annotation.actions && Object.keys(annotation.actions).length > 0)
          found.push(`page ${number} annotation actions`);
    }
    return { parsed: document.numPages > 0, found };
  } finally {
    await task.destroy();
  }
}

inspect(workerData.bytes).then(
  (result) => parentPort.postMessage(result),
  () => parentPort.postMessage({ parsed: false }),
);
