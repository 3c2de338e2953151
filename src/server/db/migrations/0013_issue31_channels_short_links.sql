CREATE TABLE "short_links" (
	"code" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"staff_ref" text NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "channel" text DEFAULT 'qr' NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "review_link" text;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "short_links_owner_idx" ON "short_links" USING btree ("business_id","staff_ref","channel","expires_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "short_links_expires_idx" ON "short_links" USING btree ("expires_at");