import { describe, expect, it } from 'vitest';
import { formatGap, formatStageTime, formatTotalTime, parseStageTime } from './stage-time';

describe('parseStageTime (game-rules §15.1)', () => {
  it('reads m:ss.t, m:ss, hundredths and h:mm:ss.t as whole milliseconds', () => {
    expect(parseStageTime('5:12.3')).toEqual({ ok: true, ms: 312_300 });
    expect(parseStageTime(' 5:12 ')).toEqual({ ok: true, ms: 312_000 });
    expect(parseStageTime('0:10')).toEqual({ ok: true, ms: 10_000 });
    expect(parseStageTime('12:01.35')).toEqual({ ok: true, ms: 721_350 });
    expect(parseStageTime('75:00.0')).toEqual({ ok: true, ms: 4_500_000 });
    expect(parseStageTime('1:02:03.4')).toEqual({ ok: true, ms: 3_723_400 });
  });

  it('refuses what is not a time, negative times and stages over two hours', () => {
    for (const bad of ['', '5', '5:1', '5:60.0', '5.12.3', 'abc', '5:12.', '5:12.3456', '1:60:00']) {
      expect(parseStageTime(bad), bad).toEqual({ ok: false, reason: 'format' });
    }
    expect(parseStageTime('-0:10')).toEqual({ ok: false, reason: 'negative' });
    expect(parseStageTime('120:00.0')).toEqual({ ok: true, ms: 7_200_000 });
    expect(parseStageTime('120:00.1')).toEqual({ ok: false, reason: 'tooLong' });
    expect(parseStageTime('2:00:00.1')).toEqual({ ok: false, reason: 'tooLong' });
  });

  it('formats stage times, overall times and gaps in tenths, cut not rounded', () => {
    expect(formatStageTime(312_300)).toBe('5:12.3');
    expect(formatStageTime(312_399)).toBe('5:12.3');
    expect(formatStageTime(4_500_000)).toBe('75:00.0');
    expect(formatTotalTime(3_723_400)).toBe('1:02:03.4');
    expect(formatTotalTime(312_300)).toBe('5:12.3');
    expect(formatGap(4_200)).toBe('+4.2');
    expect(formatGap(64_200)).toBe('+1:04.2');
    for (const t of ['5:12.3', '0:00.0', '119:59.9']) {
      const parsed = parseStageTime(t);
      expect(parsed.ok && formatStageTime(parsed.ms)).toBe(t);
    }
  });
});
