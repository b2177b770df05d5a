0 --opt-mode=enum,343
