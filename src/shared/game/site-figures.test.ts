import { describe, expect, it } from 'vitest';
import { MANAGERS_SHOWN_FROM, publishedManagerCount } from './site-figures';

describe('publishedManagerCount', () => {
  it('hides the count of a young site', () => {
    expect(publishedManagerCount(0)).toBeNull();
    expect(publishedManagerCount(2)).toBeNull();
    expect(publishedManagerCount(MANAGERS_SHOWN_FROM - 1)).toBeNull();
  });

  it('publishes the real count from the threshold on', () => {
    expect(MANAGERS_SHOWN_FROM).toBe(1000);
    expect(publishedManagerCount(MANAGERS_SHOWN_FROM)).toBe(1000);
    expect(publishedManagerCount(12_345)).toBe(12_345);
  });
});
