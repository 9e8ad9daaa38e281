CREATE TABLE `ignored_entries` (
	`instance_id` integer NOT NULL,
	`kind` text NOT NULL,
	`item` text NOT NULL,
	`reason` text NOT NULL,
	`date` text NOT NULL,
	PRIMARY KEY(`instance_id`, `kind`, `item`),
	FOREIGN KEY (`instance_id`) REFERENCES `instances`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `rescore_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`benchmark_id` integer NOT NULL,
	`from_revision` integer NOT NULL,
	`revision` integer NOT NULL,
	`at` text NOT NULL,
	`submission_id` integer,
	`old_mutation_score` real,
	`new_mutation_score` real,
	FOREIGN KEY (`benchmark_id`) REFERENCES `benchmarks`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `rescore_log_benchmark` ON `rescore_log` (`benchmark_id`);--> statement-breakpoint
CREATE TABLE `score_history` (
	`submission_id` integer NOT NULL,
	`revision` integer NOT NULL,
	`recorded_at` text NOT NULL,
	`mutation_score` real NOT NULL,
	`mutation_score_strict` real NOT NULL,
	`mutation_score_lo` real,
	`mutation_score_hi` real,
	`validity_rate` real,
	`reference_pass_rate` real,
	`mutants_total` integer NOT NULL,
	PRIMARY KEY(`submission_id`, `revision`),
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `submission_pairs` (
	`a` integer NOT NULL,
	`b` integer NOT NULL,
	`benchmark_id` integer NOT NULL,
	`instances` integer NOT NULL,
	`difference_lo` real NOT NULL,
	`difference_hi` real NOT NULL,
	`distinct` integer NOT NULL,
	PRIMARY KEY(`a`, `b`),
	FOREIGN KEY (`a`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`b`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`benchmark_id`) REFERENCES `benchmarks`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `submission_pairs_benchmark` ON `submission_pairs` (`benchmark_id`);--> statement-breakpoint
ALTER TABLE `benchmarks` ADD `definition_sha256` text;--> statement-breakpoint
ALTER TABLE `benchmarks` ADD `revision` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `submission_instances` ADD `codegen_passed` text;--> statement-breakpoint
ALTER TABLE `submissions` ADD `mutation_score_lo` real;--> statement-breakpoint
ALTER TABLE `submissions` ADD `mutation_score_hi` real;--> statement-breakpoint
ALTER TABLE `submissions` ADD `mutation_score_strict_lo` real;--> statement-breakpoint
ALTER TABLE `submissions` ADD `mutation_score_strict_hi` real;--> statement-breakpoint
ALTER TABLE `submissions` ADD `validity_rate_lo` real;--> statement-breakpoint
ALTER TABLE `submissions` ADD `validity_rate_hi` real;--> statement-breakpoint
ALTER TABLE `submissions` ADD `revision` integer;--> statement-breakpoint
ALTER TABLE `submissions` ADD `replicates` blob;--> statement-breakpoint
ALTER TABLE `submissions` ADD `replicates_key` text;