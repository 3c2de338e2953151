CREATE TABLE "mail_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"business_id" text,
	"message_kind" text,
	"email_key" text,
	"status" text,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "invitation_suppressions" ADD COLUMN "source" text DEFAULT 'recipient' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_events" ADD CONSTRAINT "mail_events_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_events_business_idx" ON "mail_events" USING btree ("business_id","received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_events_address_idx" ON "mail_events" USING btree ("email_key","received_at" DESC NULLS LAST);--> statement-breakpoint
-- Every bounce kept before sources were recorded was heard in our own SMTP session.
UPDATE "invitation_suppressions" SET "source" = 'smtp' WHERE "reason" = 'bounced';
