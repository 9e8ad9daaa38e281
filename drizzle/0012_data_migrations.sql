CREATE TABLE `data_migrations` (
	`name` text PRIMARY KEY NOT NULL,
	`applied_at` text NOT NULL,
	`changed` integer NOT NULL
);
