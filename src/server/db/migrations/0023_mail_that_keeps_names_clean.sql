CREATE TABLE "address_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text,
	"email_key" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "scan_id" uuid;--> statement-breakpoint
ALTER TABLE "address_confirmations" ADD CONSTRAINT "address_confirmations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_confirmations_key_idx" ON "address_confirmations" USING btree ("email_key","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "address_confirmations_business_idx" ON "address_confirmations" USING btree ("business_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_scan_idx" ON "invitations" USING btree ("scan_id") WHERE "invitations"."scan_id" is not null;