CREATE TABLE "staff_daily_stats" (
	"business_id" text NOT NULL,
	"staff_ref" text NOT NULL,
	"day" date NOT NULL,
	"user_id" text,
	"role" text NOT NULL,
	"scans" integer DEFAULT 0 NOT NULL,
	"ratings" integer DEFAULT 0 NOT NULL,
	"conversions" integer DEFAULT 0 NOT NULL,
	"feedback_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "staff_daily_stats_business_id_staff_ref_day_pk" PRIMARY KEY("business_id","staff_ref","day")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "team_board_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "staff_ref" text DEFAULT substr(translate(encode(substr(uuid_send(gen_random_uuid()), 1, 6), 'base64'), '+/', '-_'), 1, 7) NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "staff_ref" text;--> statement-breakpoint
ALTER TABLE "staff_daily_stats" ADD CONSTRAINT "staff_daily_stats_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_daily_stats" ADD CONSTRAINT "staff_daily_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_business_staff_ref_uq" UNIQUE("business_id","staff_ref");