import { DEFAULT_VOUCHER_AMOUNTS, MAX_VOUCHER_POUNDS, MIN_VOUCHER_POUNDS } from '@domain/voucher';
import { formatPrice, parsePrice } from '@domain/price';

export interface AmountOption {
  value: string;
  label: string;
}

/** The choice that opens the list of workshops, and the one that opens the amount field. */
export const WORKSHOP_PRICE = 'workshop';
export const OTHER_AMOUNT = 'other';

/** The studio's preset amounts (pounds), then "A workshop's price" when there are any, then any. */
export function amountChoices(
  presets: readonly number[] | undefined,
  hasWorkshopPrices: boolean,
): AmountOption[] {
  const amounts = [...new Set(presets?.length ? presets : DEFAULT_VOUCHER_AMOUNTS)];
  return [
    ...amounts.map((pounds) => ({ value: String(pounds), label: formatPrice(pounds) })),
    ...(hasWorkshopPrices ? [{ value: WORKSHOP_PRICE, label: 'A workshop’s price' }] : []),
    { value: OTHER_AMOUNT, label: 'Another amount' },
  ];
}

/**
 * The workshops whose price a voucher can be for (from £10 to £500): "Learn to Knit (£45)", the
 * value being the price in pounds. Two workshops of one price are both listed: buyers look for
 * the workshop, not the price.
 */
export function workshopPrices(workshops: readonly { id: string; name: string; price: string }[]) {
  return workshops.flatMap((workshop) => {
    const pounds = parsePrice(workshop.price);
    if (!(pounds >= MIN_VOUCHER_POUNDS && pounds <= MAX_VOUCHER_POUNDS)) return [];
    return [
      { value: `${workshop.id}:${pounds}`, label: `${workshop.name} (${formatPrice(pounds)})` },
    ];
  });
}

/** The pounds of a workshop choice ("learn-to-knit:45" is 45). */
export const poundsOf = (workshopChoice: string) => workshopChoice.split(':').pop() ?? '';
