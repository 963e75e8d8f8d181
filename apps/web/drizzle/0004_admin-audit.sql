CREATE TABLE "app"."admin_audit" (
	"id" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"admin_sub" text,
	"admin_username" text NOT NULL,
	"target_sub" text,
	"target_username" text NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"outcome" text NOT NULL,
	"detail" text,
	CONSTRAINT "admin_audit_outcome_known" CHECK (outcome in ('succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "app"."admin_step_ups" (
	"admin_sub" text PRIMARY KEY NOT NULL,
	"valid_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_audit_at_id" ON "app"."admin_audit" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "admin_audit_target_sub_at" ON "app"."admin_audit" USING btree ("target_sub","at");