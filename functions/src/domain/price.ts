const PRICE = /^£?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?$/;

export function parsePrice(text: string): number {
  const match = PRICE.exec(text.trim());
  if (!match) return Number.NaN;
  return Number(`${(match[1] ?? '').replaceAll(',', '')}${match[2] ?? ''}`);
}

function toPennies(n: number): number {
  return Math.round(n * 100);
}

export function totalPrice(price: string | number, guests: number): number {
  const each = typeof price === 'number' ? price : parsePrice(price);
  return toPennies(each * guests) / 100;
}

export function formatPrice(n: number): string {
  if (!Number.isFinite(n)) return '';
  const pennies = toPennies(n);
  const digits = pennies % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(pennies / 100);
}
