ALTER TABLE "businesses" ADD COLUMN "place_verified_at" timestamp with time zone;--> statement-breakpoint
UPDATE "businesses" SET "place_verified_at" = c."created_at" FROM "google_connections" c WHERE c."business_id" = "businesses"."id" AND c."verified";
