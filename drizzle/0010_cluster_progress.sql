CREATE TABLE `verification_cluster_runs` (
	`job_id` integer PRIMARY KEY NOT NULL,
	`shards` integer NOT NULL,
	`shards_done` text DEFAULT '[]' NOT NULL,
	`exported_at` integer NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`job_id`) REFERENCES `verification_jobs`(`id`) ON UPDATE no action ON DELETE no action
);
