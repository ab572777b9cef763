import { describe, expect, it, vi } from 'vitest';
import { studioDetails } from '../../../../scripts/lib/factories.ts';
import { findStudio } from './content.repository.js';
import { getStudioForMail, paymentLinkFor, STUDIO_CACHE_MS } from './content.service.js';

vi.mock('./content.repository.js', () => ({ findStudio: vi.fn() }));

const links = { links: { '1': 'https://pay/1', '2': 'https://pay/2', '4': 'javascript:x' } };

describe('paymentLinkFor', () => {
  it('gives the link for 1 to 4 guests', () => {
    expect(paymentLinkFor(links, 1)).toBe('https://pay/1');
    expect(paymentLinkFor(links, 2)).toBe('https://pay/2');
  });

  it('gives none for more than 4 guests, a missing or a non-http link', () => {
    expect(paymentLinkFor(links, 5)).toBeNull();
    expect(paymentLinkFor(links, 3)).toBeNull();
    expect(paymentLinkFor(links, 4)).toBeNull();
    expect(paymentLinkFor(null, 1)).toBeNull();
    expect(paymentLinkFor(links, 0)).toBeNull();
  });
});

describe('getStudioForMail', () => {
  const read = vi.mocked(findStudio);

  it('reads the studio’s details once a minute at most, then again', async () => {
    read.mockReset();
    read.mockResolvedValueOnce(studioDetails({ phone: '0161 496 0001' }));
    read.mockResolvedValueOnce(studioDetails({ phone: '0161 496 0002' }));
    const t = 1_000_000_000;
    expect((await getStudioForMail(t)).phone).toBe('0161 496 0001');
    expect((await getStudioForMail(t + STUDIO_CACHE_MS - 1)).phone).toBe('0161 496 0001');
    expect(read).toHaveBeenCalledTimes(1);
    expect((await getStudioForMail(t + STUDIO_CACHE_MS)).phone).toBe('0161 496 0002');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed read', async () => {
    read.mockReset();
    read.mockRejectedValueOnce(new Error('unavailable'));
    read.mockResolvedValueOnce(studioDetails());
    const t = 2_000_000_000;
    await expect(getStudioForMail(t)).rejects.toThrow('unavailable');
    expect((await getStudioForMail(t + 1)).name).toBe('Purl & Pine');
  });
});
