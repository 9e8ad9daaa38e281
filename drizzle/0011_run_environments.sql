ALTER TABLE `verification_jobs` ADD `claimed_environment_json` text;--> statement-breakpoint
ALTER TABLE `verification_tasks` ADD `environment` text;