CREATE TABLE "draft_settings" (
	"business_id" text PRIMARY KEY NOT NULL,
	"tone" text DEFAULT 'warm' NOT NULL,
	"sign_off" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draft_usage" (
	"business_id" text NOT NULL,
	"day" date NOT NULL,
	"drafts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "draft_usage_business_id_day_pk" PRIMARY KEY("business_id","day"),
	CONSTRAINT "draft_usage_drafts_ck" CHECK ("draft_usage"."drafts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "feedback_answers" (
	"feedback_id" uuid NOT NULL,
	"follow_up" boolean NOT NULL,
	"business_id" text NOT NULL,
	"text" text,
	"answered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_answers_feedback_id_follow_up_pk" PRIMARY KEY("feedback_id","follow_up")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "members_answer_feedback" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "list_unsubscribe" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "feedback_id" uuid;--> statement-breakpoint
ALTER TABLE "draft_settings" ADD CONSTRAINT "draft_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_usage" ADD CONSTRAINT "draft_usage_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_answers" ADD CONSTRAINT "feedback_answers_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_answers" ADD CONSTRAINT "feedback_answers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_answers" ADD CONSTRAINT "feedback_answers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_answers_business_idx" ON "feedback_answers" USING btree ("business_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_feedback_idx" ON "mail_outbox" USING btree ("feedback_id") WHERE feedback_id is not null;