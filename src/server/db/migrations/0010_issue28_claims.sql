CREATE TABLE "google_managed_places" (
	"connection_business_id" text NOT NULL,
	"place_id" text NOT NULL,
	"account" text NOT NULL,
	"account_name" text,
	"location" text NOT NULL,
	"title" text NOT NULL,
	"new_review_uri" text,
	"verified" boolean NOT NULL,
	CONSTRAINT "google_managed_places_connection_business_id_place_id_pk" PRIMARY KEY("connection_business_id","place_id")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "place_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "google_managed_places" ADD CONSTRAINT "google_managed_places_connection_business_id_google_connections_business_id_fk" FOREIGN KEY ("connection_business_id") REFERENCES "public"."google_connections"("business_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "google_managed_places_place_idx" ON "google_managed_places" USING btree ("place_id");