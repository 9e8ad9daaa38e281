CREATE TABLE `reported_trajectory_findings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`benchmark_id` integer NOT NULL,
	`citation` text NOT NULL,
	`model` text NOT NULL,
	`agent` text NOT NULL,
	`setting` text NOT NULL,
	`label` text NOT NULL,
	`executable_instances` integer NOT NULL,
	`mutant_instances` integer NOT NULL,
	`mutation_score` real,
	`instances` integer NOT NULL,
	`source` text NOT NULL,
	`notes` text,
	FOREIGN KEY (`benchmark_id`) REFERENCES `benchmarks`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reported_trajectory_findings_key` ON `reported_trajectory_findings` (`benchmark_id`,`citation`,`model`,`agent`,`setting`);--> statement-breakpoint
CREATE TABLE `trajectories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`submission_id` integer NOT NULL,
	`instance_id` integer,
	`path` text NOT NULL,
	`file_index` integer NOT NULL,
	`format` text,
	`meta_json` text,
	`error` text,
	`warnings_json` text DEFAULT '[]' NOT NULL,
	`step_count` integer DEFAULT 0 NOT NULL,
	`agent_steps` integer DEFAULT 0 NOT NULL,
	`tokens_json` text,
	`cost_usd` real,
	`duration_sec` real,
	`by_class_json` text,
	`tool_use_json` text,
	`executable_step` integer,
	`executable_why` text,
	`executable_evidence` text,
	`mutants_step` integer,
	`mutants_why` text,
	`mutants_evidence` text,
	`integrity_json` text DEFAULT '[]' NOT NULL,
	`integrity_count` integer DEFAULT 0 NOT NULL,
	`suite_writes_json` text DEFAULT '[]' NOT NULL,
	`task_root` text,
	`step_kinds` text DEFAULT '' NOT NULL,
	`chunk_size` integer DEFAULT 200 NOT NULL,
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`instance_id`) REFERENCES `instances`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `trajectories_submission` ON `trajectories` (`submission_id`,`instance_id`);--> statement-breakpoint
CREATE TABLE `trajectory_chunks` (
	`trajectory_id` integer NOT NULL,
	`chunk` integer NOT NULL,
	`steps` blob NOT NULL,
	PRIMARY KEY(`trajectory_id`, `chunk`),
	FOREIGN KEY (`trajectory_id`) REFERENCES `trajectories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
-- Trajectories are written in the transaction that stores their submission, and the paper's
-- reported findings with its reported rows; the triggers keep cached pages (lib/page-cache/)
-- honest whatever writes them later.
CREATE TRIGGER `trajectories_insert_bumps_generation` AFTER INSERT ON `trajectories` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `trajectories_update_bumps_generation` AFTER UPDATE ON `trajectories` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `trajectories_delete_bumps_generation` AFTER DELETE ON `trajectories` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reported_trajectory_findings_insert_bumps_generation` AFTER INSERT ON `reported_trajectory_findings` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reported_trajectory_findings_update_bumps_generation` AFTER UPDATE ON `reported_trajectory_findings` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reported_trajectory_findings_delete_bumps_generation` AFTER DELETE ON `reported_trajectory_findings` BEGIN
	UPDATE `data_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
