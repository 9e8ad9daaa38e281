CREATE TABLE `data_generation` (
	`id` integer PRIMARY KEY NOT NULL,
	`generation` integer DEFAULT 0 NOT NULL,
	`run_progress_at` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO `data_generation` (`id`, `generation`, `run_progress_at`) VALUES (1, 0, 0);
--> statement-breakpoint
CREATE TRIGGER `benchmarks_insert_bumps_generation` AFTER INSERT ON `benchmarks` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `benchmarks_update_bumps_generation` AFTER UPDATE ON `benchmarks` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `benchmarks_delete_bumps_generation` AFTER DELETE ON `benchmarks` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `ignored_entries_insert_bumps_generation` AFTER INSERT ON `ignored_entries` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `ignored_entries_update_bumps_generation` AFTER UPDATE ON `ignored_entries` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `ignored_entries_delete_bumps_generation` AFTER DELETE ON `ignored_entries` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `instances_insert_bumps_generation` AFTER INSERT ON `instances` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `instances_update_bumps_generation` AFTER UPDATE ON `instances` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `instances_delete_bumps_generation` AFTER DELETE ON `instances` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `submissions_insert_bumps_generation` AFTER INSERT ON `submissions` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `submissions_update_bumps_generation` AFTER UPDATE ON `submissions` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `submissions_delete_bumps_generation` AFTER DELETE ON `submissions` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `submission_instances_insert_bumps_generation` AFTER INSERT ON `submission_instances` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `submission_instances_update_bumps_generation` AFTER UPDATE ON `submission_instances` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `submission_instances_delete_bumps_generation` AFTER DELETE ON `submission_instances` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `submission_pairs_insert_bumps_generation` AFTER INSERT ON `submission_pairs` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `submission_pairs_update_bumps_generation` AFTER UPDATE ON `submission_pairs` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `submission_pairs_delete_bumps_generation` AFTER DELETE ON `submission_pairs` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `score_history_insert_bumps_generation` AFTER INSERT ON `score_history` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `score_history_update_bumps_generation` AFTER UPDATE ON `score_history` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `score_history_delete_bumps_generation` AFTER DELETE ON `score_history` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `verification_jobs_insert_bumps_generation` AFTER INSERT ON `verification_jobs` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `verification_jobs_update_bumps_generation` AFTER UPDATE ON `verification_jobs` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `verification_jobs_delete_bumps_generation` AFTER DELETE ON `verification_jobs` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
-- A verification's progress (runs done) moves the generation at most once per 5 seconds: a
-- full verification finishes about 12,700 runs, and a bump for each would keep the cached pages
-- rendering. The job's own state change (verification_jobs) always bumps it.
CREATE TRIGGER `verification_tasks_done_bumps_generation` AFTER UPDATE OF `state` ON `verification_tasks`
WHEN NEW.`state` = 'done' AND OLD.`state` IS NOT 'done' BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1, `run_progress_at` = unixepoch()
	WHERE `id` = 1 AND `run_progress_at` <= unixepoch() - 5;
END;
