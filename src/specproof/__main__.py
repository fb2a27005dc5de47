from specproof.cli import main

main()
