ALTER TABLE "businesses" ADD COLUMN "feedback_retention" text DEFAULT '1y' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "resolved_at" timestamp with time zone;