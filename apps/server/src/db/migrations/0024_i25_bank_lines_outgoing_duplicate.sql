-- Bank files as banks write them: a statement keeps its debits (money out, never booked to anyone)
-- and the lines an earlier, overlapping statement imported first (shown where they appear again,
-- naming that statement, counted once: the line key stays unique among the other lines); camt.052
-- and camt.054 files besides camt.053.
ALTER TABLE bank_statements DROP CONSTRAINT bank_statements_format;--> statement-breakpoint
ALTER TABLE bank_statements ADD CONSTRAINT bank_statements_format
  CHECK (format in ('csv','camt052','camt053','camt054'));--> statement-breakpoint
ALTER TABLE bank_statement_lines DROP CONSTRAINT bank_statement_lines_status;--> statement-breakpoint
ALTER TABLE bank_statement_lines ADD CONSTRAINT bank_statement_lines_status
  CHECK (status in ('matched','ambiguous','unmatched','confirmed','ignored','outgoing','duplicate'));--> statement-breakpoint
ALTER TABLE bank_statement_lines DROP CONSTRAINT bank_statement_lines_amount_positive;--> statement-breakpoint
ALTER TABLE bank_statement_lines ADD CONSTRAINT bank_statement_lines_amount_direction
  CHECK (amount_cents <> 0 AND (amount_cents > 0 OR status in ('outgoing','duplicate')));--> statement-breakpoint
ALTER TABLE bank_statement_lines ADD COLUMN duplicate_of integer
  REFERENCES bank_statement_lines(id) ON DELETE SET NULL;--> statement-breakpoint
DROP INDEX bank_statement_lines_congress_key;--> statement-breakpoint
CREATE UNIQUE INDEX bank_statement_lines_congress_key ON bank_statement_lines USING btree (congress_id, line_key)
  WHERE status <> 'duplicate';
