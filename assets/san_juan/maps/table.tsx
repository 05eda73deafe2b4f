<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="table" tilewidth="16" tileheight="16" tilecount="2" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0">
  <image width="16" height="16" source="../../puerto_rico/sprites/table.png"/>
 </tile>
 <tile id="1">
  <image width="16" height="16" source="../../puerto_rico/sprites/table_dark.png"/>
 </tile>
</tileset>
