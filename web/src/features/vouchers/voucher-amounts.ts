import { DEFAULT_VOUCHER_AMOUNTS, MAX_VOUCHER_POUNDS, MIN_VOUCHER_POUNDS } from '@domain/voucher';
import { formatPrice, parsePrice } from '@domain/price';

export interface AmountOption {
  value: string;
  label: string;
}

/**
 * The amounts the buying page offers: the studio's presets, then each workshop's price (one a
 * price, from £10 to £500), then any other amount.
 */
export function amountOptions(
  presets: readonly number[] | undefined,
  workshops: readonly { name: string; price: string }[],
): AmountOption[] {
  const seen = new Set<string>();
  const options: AmountOption[] = [];
  for (const pounds of presets?.length ? presets : DEFAULT_VOUCHER_AMOUNTS) {
    const value = String(pounds);
    if (seen.has(value)) continue;
    seen.add(value);
    options.push({ value, label: formatPrice(pounds) });
  }
  for (const workshop of workshops) {
    const pounds = parsePrice(workshop.price);
    if (!(pounds >= MIN_VOUCHER_POUNDS && pounds <= MAX_VOUCHER_POUNDS)) continue;
    const value = String(pounds);
    if (seen.has(value)) continue;
    seen.add(value);
    options.push({ value, label: `${formatPrice(pounds)}: the price of ${workshop.name}` });
  }
  options.push({ value: 'other', label: 'Another amount' });
  return options;
}
