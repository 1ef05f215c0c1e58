"""The screens around the table: main menu, new match, custom rules, rules and help, statistics."""
