CREATE TABLE "invitation_contacts" (
	"email_key" text NOT NULL,
	"scope_key" text NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "invitation_contacts_email_key_scope_key_kind_pk" PRIMARY KEY("email_key","scope_key","kind")
);
