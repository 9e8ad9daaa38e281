CREATE TABLE `data_generation` (
	`id` integer PRIMARY KEY NOT NULL,
	`generation` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO `data_generation` (`id`, `generation`) VALUES (1, 0);
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
