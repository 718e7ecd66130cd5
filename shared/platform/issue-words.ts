/**
 * A refused field in words a person reads: where it is ("Order 2, line 1, sales date") and what is
 * wrong with it, in English and French. Schemas name their problems by catalog key (`cell.dateFormat`,
 * `form.required`) and their places by path (`orders.1.lines.0.sales_date`); the key stays the
 * issue's stable code, and this module writes the sentence that goes beside it, for the API's answers
 * and for Home's sales-data report. The web catalogs take the labels below from here (one source).
 */
import type { BulkColumn } from '../bulk/columns';
import { CELL_LABELS } from '../claims/labels';
import type { FieldIssue } from './errors';

export type Locale = 'en' | 'fr';

/** The bulk file's columns, by name: the web catalogs take them as `bulk.column.<name>`. */
export const COLUMN_LABELS = {
  en: {
    carrier: 'Carrier',
    tracking_number: 'Tracking number',
    issue: 'Issue',
    reference: 'Order reference',
    sales_date: 'Sales date',
    description: 'Description',
    nb_of_items: 'Number of items',
    unit_price: 'Unit price',
    amount_excl: 'Amount excl. tax',
    amount_incl: 'Amount incl. tax',
    tax_percentage: 'Tax percentage',
    currency_code: 'Currency',
  },
  fr: {
    carrier: 'Transporteur',
    tracking_number: 'Numéro de suivi',
    issue: 'Problème',
    reference: 'Référence de commande',
    sales_date: 'Date de vente',
    description: 'Description',
    nb_of_items: 'Nombre d’articles',
    unit_price: 'Prix unitaire',
    amount_excl: 'Montant HT',
    amount_incl: 'Montant TTC',
    tax_percentage: 'Taux de taxe',
    currency_code: 'Devise',
  },
} as const satisfies Record<Locale, Record<BulkColumn, string>>;

/** The other fields a path names (an order sent by API or SFTP), and the numbered places. */
const PLACE_LABELS = {
  en: {
    order_number: 'Order number',
    lines: 'Lines',
    customer: 'Customer',
    name: 'Name',
    email: 'E-mail',
    orders: 'Orders',
    order: 'Order {n}',
    line: 'Line {n}',
    item: 'Item {n}',
  },
  fr: {
    order_number: 'Numéro de commande',
    lines: 'Lignes',
    customer: 'Client',
    name: 'Nom',
    email: 'E-mail',
    orders: 'Commandes',
    order: 'Commande {n}',
    line: 'Ligne {n}',
    item: 'Élément {n}',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/**
 * The messages of the keys the schemas of an order (by API or SFTP) and of a claim give besides the
 * cell rules: the web catalogs take them under the same keys.
 */
export const ISSUE_LABELS = {
  en: {
    'form.required': 'This field is required',
    'form.tooLong': 'This is too long',
    'form.invalid': 'This value is not valid',
    'form.invalidEmail': 'Enter a valid e-mail address',
    'claims.linesRequired': 'Add at least one line of goods',
    'claims.inclBelowExcl': 'The amount including tax cannot be lower than the amount excluding tax',
    'integration.tooManyOrders': 'Send at most 1,000 orders a call.',
    'company.vatCheckDigits': 'This VAT number’s check digits do not match: check it for a typing mistake',
    'company.vatNotRegistered': 'VIES, the EU’s VAT register, has no business with this number',
  },
  fr: {
    'form.required': 'Ce champ est obligatoire',
    'form.tooLong': 'C’est trop long',
    'form.invalid': 'Cette valeur n’est pas valide',
    'form.invalidEmail': 'Saisissez une adresse e-mail valide',
    'claims.linesRequired': 'Ajoutez au moins une ligne de marchandises',
    'claims.inclBelowExcl': 'Le montant TTC ne peut pas être inférieur au montant HT',
    'integration.tooManyOrders': 'Envoyez au plus 1 000 commandes par appel.',
    'company.vatCheckDigits':
      'La clé de contrôle de ce numéro de TVA ne correspond pas\u00a0: vérifiez qu’il n’y a pas de faute de frappe',
    'company.vatNotRegistered':
      'VIES, le registre européen de la TVA, ne connaît aucune entreprise avec ce numéro',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** What a catalog key looks like (`area.reason`), as opposed to a sentence a library wrote. */
const MESSAGE_KEY = /^[a-z][A-Za-z]*(\.[A-Za-z_]+)+$/;

export const isMessageKeyShaped = (text: string) => MESSAGE_KEY.test(text);

/** The singular place a list's numbered item is, by the list's name. */
const ITEM_OF: Record<string, 'order' | 'line'> = { orders: 'order', lines: 'line' };

const fieldLabel = (locale: Locale, name: string): string =>
  (COLUMN_LABELS[locale] as Record<string, string>)[name] ??
  (PLACE_LABELS[locale] as Record<string, string>)[name] ??
  name.replace(/_/g, ' ');

/**
 * A path in words: `orders.0.lines.0.sales_date` is "Order 1, line 1, sales date"; numbers count
 * from one, as a person counts. The empty path (the whole request) is no place: ''.
 */
export function describePlace(path: string, locale: Locale): string {
  const segments = path.split('.').filter((segment) => segment !== '');
  const words: string[] = [];
  segments.forEach((segment, index) => {
    const next = segments[index + 1];
    if (/^\d+$/.test(segment)) {
      const list = segments[index - 1] ?? '';
      const kind = ITEM_OF[list] ?? 'item';
      words.push(PLACE_LABELS[locale][kind].replace('{n}', String(Number(segment) + 1)));
    } else if (!(next !== undefined && /^\d+$/.test(next) && ITEM_OF[segment])) {
      // A list followed by its item's number is named by the item ("Order 1", not "Orders, order 1").
      words.push(fieldLabel(locale, segment));
    }
  });
  const said = words.map((word, index) => (index === 0 ? word : lowerFirst(word, locale))).join(', ');
  return said.charAt(0).toLocaleUpperCase(locale) + said.slice(1);
}

/** "Sales date" reads "sales date" inside a sentence; an acronym-like word (E-mail) stays. */
function lowerFirst(word: string, locale: Locale) {
  return /^\p{Lu}\p{Ll}/u.test(word) ? word.charAt(0).toLocaleLowerCase(locale) + word.slice(1) : word;
}

/** The sentence a key stands for, or null when this module does not know the key. */
export function issueSentence(key: string, locale: Locale): string | null {
  const cell = key.startsWith('cell.')
    ? (CELL_LABELS[locale] as Record<string, string>)[key.slice('cell.'.length)]
    : undefined;
  // A cell message that names the refused value ("“€” is not allowed") is said without it here.
  if (cell !== undefined) return cell.includes('{') ? CELL_LABELS[locale].characters : cell;
  return (ISSUE_LABELS[locale] as Record<string, string>)[key] ?? null;
}

/**
 * An issue as the API answers it: a key-named problem keeps its key as the stable `code`, and its
 * `message` becomes the sentence, after its place ("Order 1, line 1, sales date: write the date as
 * YYYY-MM-DD"). A key this module does not know reads as `fallback` (the error's own sentence), else
 * as the generic "This value is not valid": a person is never shown a key. An issue whose message is
 * already a sentence is left as it is.
 */
export function issueInWords(issue: FieldIssue, locale: Locale = 'en', fallback?: string): FieldIssue {
  if (!isMessageKeyShaped(issue.message)) return issue;
  const sentence = issueSentence(issue.message, locale) ?? fallback ?? ISSUE_LABELS[locale]['form.invalid'];
  const place = describePlace(issue.path, locale);
  const colon = locale === 'fr' ? '\u00a0: ' : ': ';
  return {
    path: issue.path,
    code: issue.message,
    message: place ? `${place}${colon}${lowerFirst(sentence, locale)}` : sentence,
  };
}
