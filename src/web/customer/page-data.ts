import type { CustomerPage } from '#shared/schemas/customer-page.ts';
import type { CustomerI18n } from './i18n/i18n-context';
import { type JsonSchema, parseWithJsonSchema } from './json-schema-parse';
import pageDataSchema from './page-data.schema.json';

export type { CustomerPage, FeedbackPageData, RatePageData } from '#shared/schemas/customer-page.ts';

export const PAGE_DATA_ID = 'page-data';

/** A page with its language, typed with the catalogue's own keys (the schema checks its shape). */
export type CustomerPageData = CustomerPage & { i18n: CustomerI18n };

/**
 * The page data as the server embedded it, parsed with the schema the server rendered it with
 * (src/shared/schemas/customer-page.ts, as JSON Schema): only its fields, with their types.
 */
export function parsePageData(json: string): CustomerPageData {
  return parseWithJsonSchema(pageDataSchema as unknown as JsonSchema, JSON.parse(json)) as CustomerPageData;
}
