"""Running matches: setting one up, the session the table and saves work on, and headless tournaments.

Between the engine and the CPU players below and the screens and saved files
above: it seats the players, asks the CPU policies for their moves and keeps
the score sheet, but holds no rule of its own.
"""
