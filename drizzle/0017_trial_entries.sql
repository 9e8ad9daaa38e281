CREATE TABLE `entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`benchmark_id` integer NOT NULL,
	`name` text NOT NULL,
	`owner` text,
	`model` text NOT NULL,
	`agent` text NOT NULL,
	`setting` text NOT NULL,
	`reasoning_effort` text,
	`lead_id` integer,
	`trials` integer DEFAULT 0 NOT NULL,
	`summary_json` text,
	`replicates` blob,
	`replicates_key` text,
	`created_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	FOREIGN KEY (`benchmark_id`) REFERENCES `benchmarks`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lead_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `entries_benchmark_name` ON `entries` (`benchmark_id`,`name`);--> statement-breakpoint
ALTER TABLE `submissions` ADD `entry_id` integer REFERENCES entries(id);--> statement-breakpoint
ALTER TABLE `submissions` ADD `trial` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `submissions_entry_trial` ON `submissions` (`entry_id`,`trial`);--> statement-breakpoint
CREATE TRIGGER `entries_insert_bumps_generation` AFTER INSERT ON `entries` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `entries_update_bumps_generation` AFTER UPDATE ON `entries` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `entries_delete_bumps_generation` AFTER DELETE ON `entries` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
