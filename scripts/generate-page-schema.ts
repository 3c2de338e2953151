// Writes the customer pages' data schema as JSON Schema, for the browser's small parser
// (src/web/customer/json-schema-parse.ts). The zod schema in src/shared/schemas/customer-page.ts is the
// source; a test fails when this file is out of date. Run: npx tsx scripts/generate-page-schema.ts
import { writeFileSync } from 'node:fs';
import { pageDataJsonSchema } from '#shared/schemas/customer-page.ts';

writeFileSync('src/web/customer/page-data.schema.json', `${JSON.stringify(pageDataJsonSchema(), null, 2)}\n`);
console.log('wrote src/web/customer/page-data.schema.json');
