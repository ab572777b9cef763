import { afterEach, describe, expect, it, vi } from 'vitest';
import { logEvent, setAnalyticsSink } from './analytics';

describe('logEvent', () => {
  afterEach(() => setAnalyticsSink(null));

  it('sends events while analytics runs, and none once it is off', () => {
    const sink = vi.fn();
    setAnalyticsSink(sink);
    logEvent('purchase', { value: 84 });
    setAnalyticsSink(null);
    logEvent('page_view');
    expect(sink.mock.calls).toEqual([['purchase', { value: 84 }]]);
  });

  it('never sends what happened while analytics was off, even after it is turned on again', () => {
    setAnalyticsSink(null);
    logEvent('join_waitlist');
    const sink = vi.fn();
    setAnalyticsSink(sink);
    expect(sink).not.toHaveBeenCalled();
  });
});
