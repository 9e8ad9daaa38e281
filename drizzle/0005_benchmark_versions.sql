DROP INDEX `benchmarks_name_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `benchmarks_name_version` ON `benchmarks` (`name`,`version`);