CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`submission_id` integer,
	`action` text NOT NULL,
	`actor` text NOT NULL,
	`reason` text,
	`at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `benchmarks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`version` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`kind` text NOT NULL,
	`loaded_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `benchmarks_name_unique` ON `benchmarks` (`name`);--> statement-breakpoint
CREATE TABLE `generated_tests` (
	`submission_id` integer NOT NULL,
	`instance_id` integer NOT NULL,
	`idx` integer NOT NULL,
	`test_id` text NOT NULL,
	`verdict` text NOT NULL,
	`reference_outcomes` text NOT NULL,
	`reference_message` text,
	`file` text,
	`line` integer,
	PRIMARY KEY(`submission_id`, `instance_id`, `idx`),
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`instance_id`) REFERENCES `instances`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `instances` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`benchmark_id` integer NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`language` text,
	`position` integer NOT NULL,
	`section_count` integer NOT NULL,
	`mutant_count` integer NOT NULL,
	`reference_tests` integer NOT NULL,
	`spec_markdown` text,
	FOREIGN KEY (`benchmark_id`) REFERENCES `benchmarks`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `instances_benchmark_slug` ON `instances` (`benchmark_id`,`slug`);--> statement-breakpoint
CREATE TABLE `mutant_messages` (
	`submission_id` integer NOT NULL,
	`mutant_id` integer NOT NULL,
	`test_idx` integer NOT NULL,
	`kind` text NOT NULL,
	`message` text,
	PRIMARY KEY(`submission_id`, `mutant_id`, `test_idx`),
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`mutant_id`) REFERENCES `mutants`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `mutant_results` (
	`submission_id` integer NOT NULL,
	`mutant_id` integer NOT NULL,
	`instance_id` integer NOT NULL,
	`status` text NOT NULL,
	`failed_bits` blob,
	`exit_code` integer,
	`timed_out` integer,
	`duration_sec` real,
	PRIMARY KEY(`submission_id`, `mutant_id`),
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`mutant_id`) REFERENCES `mutants`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`instance_id`) REFERENCES `instances`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `mutant_results_mutant` ON `mutant_results` (`mutant_id`);--> statement-breakpoint
CREATE TABLE `mutants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instance_id` integer NOT NULL,
	`slug` text NOT NULL,
	`section_slug` text NOT NULL,
	`target_test` text NOT NULL,
	`description` text NOT NULL,
	`patch` text,
	`position` integer NOT NULL,
	FOREIGN KEY (`instance_id`) REFERENCES `instances`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mutants_instance_slug` ON `mutants` (`instance_id`,`slug`);--> statement-breakpoint
CREATE TABLE `reference_tests` (
	`instance_id` integer NOT NULL,
	`test_id` text NOT NULL,
	`file` text,
	`source` text,
	PRIMARY KEY(`instance_id`, `test_id`),
	FOREIGN KEY (`instance_id`) REFERENCES `instances`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `sections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instance_id` integer NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`position` integer NOT NULL,
	`body` text,
	FOREIGN KEY (`instance_id`) REFERENCES `instances`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sections_instance_slug` ON `sections` (`instance_id`,`slug`);--> statement-breakpoint
CREATE TABLE `submission_files` (
	`submission_id` integer NOT NULL,
	`instance_id` integer NOT NULL,
	`kind` text NOT NULL,
	`path` text NOT NULL,
	`content` text NOT NULL,
	PRIMARY KEY(`submission_id`, `instance_id`, `kind`, `path`),
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`instance_id`) REFERENCES `instances`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `submission_instances` (
	`submission_id` integer NOT NULL,
	`instance_id` integer NOT NULL,
	`submitted` integer NOT NULL,
	`mutation_score` real NOT NULL,
	`mutation_score_strict` real NOT NULL,
	`validity_rate` real,
	`reference_pass_rate` real,
	`tests_total` integer NOT NULL,
	`tests_valid` integer NOT NULL,
	`tests_invalid` integer NOT NULL,
	`tests_flaky` integer NOT NULL,
	`mutants_total` integer NOT NULL,
	`mutants_killed` integer NOT NULL,
	`mutants_timeout` integer NOT NULL,
	`mutants_survived` integer NOT NULL,
	`mutants_no_result` integer NOT NULL,
	`has_run_cost` integer DEFAULT false NOT NULL,
	`cost_usd` real,
	`duration_sec` real,
	`steps` integer,
	`tokens` integer,
	`detected_mutants` blob,
	PRIMARY KEY(`submission_id`, `instance_id`),
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`instance_id`) REFERENCES `instances`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`benchmark_id` integer NOT NULL,
	`model` text NOT NULL,
	`agent` text NOT NULL,
	`setting` text NOT NULL,
	`reasoning_effort` text,
	`organization` text,
	`date` text NOT NULL,
	`links` text,
	`notes` text,
	`origin` text NOT NULL,
	`citation` text,
	`reported_kind` text,
	`bundle_sha256` text,
	`owner` text,
	`hidden` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	`mutation_score` real NOT NULL,
	`mutation_score_strict` real,
	`mutation_score_pooled` real,
	`validity_rate` real,
	`validity_rate_pooled` real,
	`reference_pass_rate` real,
	`cost_usd` real,
	`duration_sec` real,
	`instances_total` integer,
	`instances_submitted` integer,
	`summary_json` text,
	`submission_json` text,
	FOREIGN KEY (`benchmark_id`) REFERENCES `benchmarks`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `submissions_bundle_sha256_unique` ON `submissions` (`bundle_sha256`);--> statement-breakpoint
CREATE INDEX `submissions_benchmark` ON `submissions` (`benchmark_id`);