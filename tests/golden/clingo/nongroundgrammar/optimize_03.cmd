0 --opt-mode=enum
