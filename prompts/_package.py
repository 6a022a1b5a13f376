"""Prompt templates (package data ``tinyrag_eval/prompts``); code fills them, never inlines them."""
