[10][25]Hello|/world
[30][42]Again
