"""The terminal interface: Textual screens that show the engine's state and send it actions."""
