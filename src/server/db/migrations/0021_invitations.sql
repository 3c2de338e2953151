CREATE TABLE "invitation_requests" (
	"business_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_requests_business_id_key_pk" PRIMARY KEY("business_id","key")
);
--> statement-breakpoint
CREATE TABLE "invitation_settings" (
	"business_id" text PRIMARY KEY NOT NULL,
	"reminder_days" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation_suppressions" (
	"email_key" text NOT NULL,
	"business_id" text,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_suppressions_uq" UNIQUE NULLS NOT DISTINCT("email_key","business_id")
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"email" text,
	"email_key" text NOT NULL,
	"name" text,
	"language" text,
	"external_id" text,
	"source" text NOT NULL,
	"sent_by" text,
	"staff_ref" text,
	"delivery" text DEFAULT 'pending' NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"message_id" text,
	"sent_at" timestamp with time zone,
	"reminder_due_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"rated_at" timestamp with time zone,
	"stars" smallint,
	"outcome" text,
	"unsubscribed_at" timestamp with time zone,
	"bounced_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_external_id_uq" UNIQUE("business_id","external_id")
);
--> statement-breakpoint
ALTER TABLE "invitation_requests" ADD CONSTRAINT "invitation_requests_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_settings" ADD CONSTRAINT "invitation_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_suppressions" ADD CONSTRAINT "invitation_suppressions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_business_created_idx" ON "invitations" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invitations_business_key_idx" ON "invitations" USING btree ("business_id","email_key","send_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invitations_due_idx" ON "invitations" USING btree ("next_attempt_at") WHERE "invitations"."delivery" = 'pending';--> statement-breakpoint
CREATE INDEX "invitations_leased_idx" ON "invitations" USING btree ("locked_until") WHERE "invitations"."delivery" = 'sending';--> statement-breakpoint
CREATE INDEX "invitations_reminder_due_idx" ON "invitations" USING btree ("reminder_due_at") WHERE "invitations"."reminder_due_at" is not null;