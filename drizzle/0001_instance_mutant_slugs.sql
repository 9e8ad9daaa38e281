ALTER TABLE `instances` ADD `mutant_slugs` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
UPDATE `instances` SET `mutant_slugs` = (SELECT json_group_array(`slug` ORDER BY `position`) FROM `mutants` WHERE `mutants`.`instance_id` = `instances`.`id`);
