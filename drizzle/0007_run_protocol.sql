ALTER TABLE `submission_instances` ADD `kills_confirmed` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `verification_jobs` ADD `seed` text;--> statement-breakpoint
ALTER TABLE `verification_tasks` ADD `select_tests` text;--> statement-breakpoint
-- Jobs still waiting follow the confirmed run protocol too: a seed of their own, and the step
-- that plans each instance's confirmation runs.
UPDATE `verification_jobs` SET `seed` = lower(hex(randomblob(16))) WHERE `state` IN ('queued', 'running');--> statement-breakpoint
INSERT OR IGNORE INTO `verification_tasks` (`job_id`, `instance_slug`, `run`, `position`, `state`)
  SELECT DISTINCT `job_id`, `instance_slug`, 'plan/confirm', 1000000, 'queued' FROM `verification_tasks`
  WHERE `job_id` IN (SELECT `id` FROM `verification_jobs` WHERE `state` IN ('queued', 'running'));
