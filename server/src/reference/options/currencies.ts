import { code as currencyByCode, codes as currencyCodes } from 'currency-codes';
import type { ListFieldOptions } from '@contract/reference';

/** The spec's default currency; listed first. */
export const DEFAULT_CURRENCY = 'USD';

/**
 * ISO 4217 codes that are not money anyone is paid in: precious metals, bond-market units,
 * special drawing rights, the testing and "no currency" codes, and the fund / index units that
 * sit beside a national currency (Bolivian Mvdol, Swiss WIR, Chilean UF, and so on). The X-codes
 * that are real circulating currencies (XAF, XCD, XOF, XPF, used by more than twenty countries)
 * stay in the list.
 */
const NOT_A_SALARY_CURRENCY = new Set([
  'XAG',
  'XAU',
  'XBA',
  'XBB',
  'XBC',
  'XBD',
  'XDR',
  'XPD',
  'XPT',
  'XSU',
  'XTS',
  'XUA',
  'XXX',
  'BOV',
  'CHE',
  'CHW',
  'CLF',
  'COU',
  'MXV',
  'USN',
  'UYI',
  'UYW',
]);

function currencyLabel(code: string): string {
  const name = currencyByCode(code)?.currency.trim() ?? code;
  return `${code} - ${name}`;
}

/** Builds the currency list: USD first, then every other real currency sorted by code. */
export function buildCurrencyOptions(): ListFieldOptions {
  const options: ListFieldOptions = { [DEFAULT_CURRENCY]: currencyLabel(DEFAULT_CURRENCY) };
  const others = currencyCodes()
    .filter((code) => code !== DEFAULT_CURRENCY && !NOT_A_SALARY_CURRENCY.has(code))
    .sort();
  for (const code of others) {
    options[code] = currencyLabel(code);
  }
  return options;
}
