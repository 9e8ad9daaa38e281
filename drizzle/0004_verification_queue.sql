CREATE TABLE `verification_files` (
	`job_id` integer NOT NULL,
	`instance_slug` text NOT NULL,
	`path` text NOT NULL,
	`content` blob NOT NULL,
	PRIMARY KEY(`job_id`, `instance_slug`, `path`),
	FOREIGN KEY (`job_id`) REFERENCES `verification_jobs`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `verification_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`submission_id` integer NOT NULL,
	`kind` text NOT NULL,
	`state` text NOT NULL,
	`owner` text,
	`reference_runs` integer NOT NULL,
	`runs_total` integer NOT NULL,
	`created_at` integer NOT NULL,
	`started_at` integer,
	`finished_at` integer,
	`error` text,
	`claimed_json` text,
	`outcome_json` text,
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `verification_jobs_submission_id_unique` ON `verification_jobs` (`submission_id`);--> statement-breakpoint
CREATE INDEX `verification_jobs_state` ON `verification_jobs` (`state`);--> statement-breakpoint
CREATE INDEX `verification_jobs_owner` ON `verification_jobs` (`owner`);--> statement-breakpoint
CREATE TABLE `verification_tasks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer NOT NULL,
	`instance_slug` text NOT NULL,
	`run` text NOT NULL,
	`position` integer NOT NULL,
	`state` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`lease_token` text,
	`lease_expires_at` integer,
	`worker` text,
	`started_at` integer,
	`finished_at` integer,
	`exit_code` integer,
	`timed_out` integer,
	`duration_sec` real,
	`junit` blob,
	`log` text,
	FOREIGN KEY (`job_id`) REFERENCES `verification_jobs`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `verification_tasks_run` ON `verification_tasks` (`job_id`,`instance_slug`,`run`);--> statement-breakpoint
CREATE INDEX `verification_tasks_state` ON `verification_tasks` (`state`,`job_id`,`position`);