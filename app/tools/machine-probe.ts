/**
 * How fast this machine runs right now: the CPU time of a fixed piece of work, the same on every run.
 * The load average says how many processes wanted the cores; it does not say how fast a core was.
 * On a shared machine the same build can take a third more CPU in one hour than in another, so every
 * benchmark run records this beside its figures, and runs from different hours can be compared.
 *
 * The work is what a build does most: JavaScript building and serialising objects and strings, and
 * Brotli, native code that neither the JIT nor the garbage collector touch. Each is run a few times and
 * the fastest kept (the least disturbed). Smaller is faster.
 */
import { brotliCompressSync, constants } from 'node:zlib';

/** A deterministic text of `bytes` bytes, like a page's (words, tags, numbers). */
function probeText(bytes: number): string {
  const words = ['museo', 'obra', 'colección', 'exposición', 'pintura', 'escultura', 'planta', 'sala', '<p>', '</p>', 'Madrid'];
  let seed = 1;
  let s = '';
  while (s.length < bytes) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    s += `${words[seed % words.length]} ${seed % 1000} `;
  }
  return s.slice(0, bytes);
}

const cpuMs = (work: () => void) => {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

/** The JavaScript half: objects made, serialised, parsed and walked, as a render thread does with a page. */
function javascriptWork(): void {
  let total = 0;
  for (let i = 0; i < 4_000; i++) {
    const page = {
      id: i,
      title: { value: `Obra ${i}` },
      authors: Array.from({ length: 4 }, (_, a) => ({ entity: { title: `Artista ${a}`, url: { path: `/personas/${a}` } } })),
      paragraphs: Array.from({ length: 12 }, (_, p) => ({
        type: 'ParagraphRichText',
        text: { value: `<p>Párrafo ${p} de la obra ${i}</p>` },
      })),
    };
    const parsed = JSON.parse(JSON.stringify(page)) as typeof page;
    for (const p of parsed.paragraphs) total += p.text.value.replace(/<[^>]+>/g, '').length;
  }
  if (total <= 0) throw new Error('the probe did no work');
}

export interface MachineProbe {
  /** CPU milliseconds of the JavaScript work (the fastest of its runs). */
  javascriptMs: number;
  /** CPU milliseconds of Brotli 11 over 256 KB of text (the fastest of its runs). */
  brotliMs: number;
}

export function probeMachine(runs = 3): MachineProbe {
  const text = Buffer.from(probeText(256 * 1024));
  const brotli = () => {
    brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } });
  };
  // Once unmeasured: the JIT's first compilations are not the machine's speed.
  javascriptWork();
  const js: number[] = [];
  const br: number[] = [];
  for (let i = 0; i < runs; i++) {
    js.push(cpuMs(javascriptWork));
    br.push(cpuMs(brotli));
  }
  const round = (n: number) => Math.round(n * 10) / 10;
  return { javascriptMs: round(Math.min(...js)), brotliMs: round(Math.min(...br)) };
}
