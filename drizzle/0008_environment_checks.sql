CREATE TABLE `environment_checks` (
	`benchmark_id` integer NOT NULL,
	`host` text NOT NULL,
	`worker` text NOT NULL,
	`status` text NOT NULL,
	`fingerprint` text NOT NULL,
	`build_key` text,
	`reason` text,
	`fix` text,
	`environment_json` text NOT NULL,
	`checked_at` integer NOT NULL,
	`duration_ms` integer NOT NULL,
	`runs` integer NOT NULL,
	`retry_at` integer,
	PRIMARY KEY(`benchmark_id`, `host`),
	FOREIGN KEY (`benchmark_id`) REFERENCES `benchmarks`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TRIGGER `environment_checks_insert_bumps_generation` AFTER INSERT ON `environment_checks` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `environment_checks_update_bumps_generation` AFTER UPDATE OF `status`, `reason`, `environment_json` ON `environment_checks` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `environment_checks_delete_bumps_generation` AFTER DELETE ON `environment_checks` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
