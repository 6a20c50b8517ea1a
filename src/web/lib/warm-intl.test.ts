import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warm-intl';

interface Started {
  url: string;
  options: WorkerOptions | undefined;
  posted: unknown[];
}

/** A stand-in for the browser's Worker that records what the page asked of it. */
function recordWorkers(): Started[] {
  const started: Started[] = [];
  vi.stubGlobal(
    'Worker',
    class {
      private readonly record: Started;
      constructor(url: URL | string, options?: WorkerOptions) {
        this.record = { url: String(url), options, posted: [] };
        started.push(this.record);
      }
      postMessage(message: unknown) {
        this.record.posted.push(message);
      }
    },
  );
  return started;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('warmIntl', () => {
  it("starts the module worker that formats in the page's language", () => {
    const started = recordWorkers();
    warmIntl('de');
    expect(started).toHaveLength(1);
    expect(started[0]!.url).toMatch(/warm-intl\.worker\.ts$/);
    expect(started[0]!.options).toEqual({ type: 'module' });
    expect(started[0]!.posted).toEqual(['de']);
  });

  it('is only a head start: no Worker, or one the browser refuses, changes nothing', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmIntl('fr')).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused by the content security policy', 'SecurityError');
        }
      },
    );
    expect(() => warmIntl('fr')).not.toThrow();
  });
});

describe('the warm-up worker', () => {
  it('formats a number and a date in the language it is sent, then ends', async () => {
    const scope: { onmessage?: (message: MessageEvent<string>) => void; close: () => void } = {
      close: vi.fn(),
    };
    vi.stubGlobal('self', scope);
    // The locales the formatters were made for, read as the worker asks each one to format.
    const locales: string[] = [];
    for (const prototype of [Intl.NumberFormat.prototype, Intl.DateTimeFormat.prototype]) {
      const format = Object.getOwnPropertyDescriptor(prototype, 'format')!.get!;
      vi.spyOn(prototype as { format: unknown }, 'format', 'get').mockImplementation(function (
        this: Intl.NumberFormat,
      ) {
        locales.push(this.resolvedOptions().locale);
        return format.call(this);
      });
    }
    await import('./warm-intl.worker');
    scope.onmessage!(new MessageEvent('message', { data: 'it' }));
    expect(locales).toEqual(['it', 'it']);
    expect(scope.close).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });
});
