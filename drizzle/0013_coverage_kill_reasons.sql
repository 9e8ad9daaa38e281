CREATE TABLE `instance_coverage` (
	`submission_id` integer NOT NULL,
	`instance_id` integer NOT NULL,
	`tool` text,
	`granularity` text,
	`unavailable` text,
	`suite` text,
	`tests` text,
	PRIMARY KEY(`submission_id`, `instance_id`),
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`instance_id`) REFERENCES `instances`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `mutant_changed_lines` (
	`mutant_id` integer PRIMARY KEY NOT NULL,
	`lines` text NOT NULL,
	FOREIGN KEY (`mutant_id`) REFERENCES `mutants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `mutant_reach` (
	`submission_id` integer NOT NULL,
	`mutant_id` integer NOT NULL,
	`instance_id` integer NOT NULL,
	`reached` integer NOT NULL,
	`covering_bits` blob,
	PRIMARY KEY(`submission_id`, `mutant_id`),
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`mutant_id`) REFERENCES `mutants`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`instance_id`) REFERENCES `instances`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `mutant_reach_instance` ON `mutant_reach` (`submission_id`,`instance_id`);--> statement-breakpoint
ALTER TABLE `mutant_messages` ADD `kill_reason` text;