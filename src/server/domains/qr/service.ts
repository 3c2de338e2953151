import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '#server/db/client.ts';
import { qrCustomizations } from '#server/db/tables/qr.ts';
import { invalid } from '#server/lib/domain-errors.ts';
import { DEFAULT_QR_CUSTOMIZATION, type QrLayout } from '#shared/lib/qr-template.ts';
import type { QrCustomization, saveQrCustomizationSchema } from '#shared/schemas/qr.ts';
import { imageProblem } from './image-check';

type Row = typeof qrCustomizations.$inferSelect;
export type SaveInput = z.output<typeof saveQrCustomizationSchema>;

/**
 * docs/product-rules.md §8: older rows hold googleDark / googleLight, or the google layout with the separate
 * googleTemplate 'dark'; anything unrecognised shows as quickBlack, the default. A quick layout is
 * an explicit choice in the current editor, so it wins over a leftover legacy field.
 */
function normaliseLayout(layout: string | null | undefined, googleTemplate?: string | null): QrLayout {
  if (layout === 'quickBlack' || layout === 'quickWhite') return layout;
  if (googleTemplate === 'dark' || layout === 'googleDark') return 'quickBlack';
  if (layout === 'googleLight') return 'quickWhite';
  return 'quickBlack';
}

function toCustomization(row: Row): QrCustomization {
  return {
    qrLayoutTemplate: normaliseLayout(row.qrLayoutTemplate, row.googleTemplate),
    businessDisplayName: row.businessDisplayName,
    customReviewText: row.customReviewText,
    customImage: row.customImage,
    googleTemplate: row.googleTemplate,
  };
}

export async function getQrCustomization(db: DbOrTx, businessId: string): Promise<QrCustomization> {
  const [row] = await db
    .select()
    .from(qrCustomizations)
    .where(eq(qrCustomizations.businessId, businessId))
    .limit(1);
  return row ? toCustomization(row) : { ...DEFAULT_QR_CUSTOMIZATION };
}

/** Creates or updates the one row of a business. Omitted fields keep their stored value. */
export async function saveQrCustomization(
  db: DbOrTx,
  businessId: string,
  input: SaveInput,
  now = new Date(),
): Promise<QrCustomization> {
  if (input.businessId !== undefined && input.businessId !== businessId) {
    throw invalid('The business in the request does not match the one in the address.', 'BUSINESS_MISMATCH');
  }
  if (input.customImage) {
    const problem = imageProblem(input.customImage);
    if (problem) throw invalid(problem, 'INVALID_IMAGE');
  }
  const changes = {
    qrLayoutTemplate: input.qrLayoutTemplate,
    // A save in the new layouts supersedes the legacy field.
    googleTemplate: null,
    ...(input.businessDisplayName !== undefined ? { businessDisplayName: input.businessDisplayName } : {}),
    ...(input.customReviewText !== undefined ? { customReviewText: input.customReviewText } : {}),
    ...(input.customImage !== undefined ? { customImage: input.customImage } : {}),
    updatedAt: now,
  };
  const [row] = await db
    .insert(qrCustomizations)
    .values({ businessId, ...changes })
    .onConflictDoUpdate({ target: qrCustomizations.businessId, set: changes })
    .returning();
  if (!row) throw new Error('qr customization upsert returned nothing');
  return toCustomization(row);
}

/** A new business starts with the default template. */
export async function createDefaultCustomization(db: DbOrTx, businessId: string) {
  await db.insert(qrCustomizations).values({ businessId });
}

/** The stored template row, for the export. */
export async function storedCustomization(db: DbOrTx, businessId: string) {
  const [row] = await db.select().from(qrCustomizations).where(eq(qrCustomizations.businessId, businessId));
  return row;
}
